// The home page's own content, as route loader data (see pageRouteWithContent): only the page's code travels in
// its first-load JavaScript, its words arrive in the prerendered HTML.

export async function loadHomeContent() {
  const [{ home }, { milestones }] = await Promise.all([import('../content/home'), import('../content/milestones')]);
  const dated = milestones.milestones.filter((milestone) => /^\d{4}$/.test(milestone.year));
  return { home, latestMilestones: dated.slice(-home.milestones.count) };
}
export type HomeContent = Awaited<ReturnType<typeof loadHomeContent>>;
