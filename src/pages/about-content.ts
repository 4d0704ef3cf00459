// Loaders of the about pages' content: each page's route passes its loader to pageRouteWithContent, and the page
// reads the result with usePageContent. Only the types travel with the pages' code.

export async function loadCompanyOverviewContent() {
  const [{ company }, { values }, { milestones }] = await Promise.all([
    import('../content/company'),
    import('../content/values'),
    import('../content/milestones'),
  ]);
  return { company, values, milestones };
}
export type CompanyOverviewContent = Awaited<ReturnType<typeof loadCompanyOverviewContent>>;

export async function loadCareersContent() {
  const [{ careers }, { values }] = await Promise.all([import('../content/careers'), import('../content/values')]);
  return { careers, values };
}
export type CareersContent = Awaited<ReturnType<typeof loadCareersContent>>;

export async function loadTeamContent() {
  const { team } = await import('../content/team');
  return { team };
}
export type TeamContent = Awaited<ReturnType<typeof loadTeamContent>>;

export async function loadPartnersContent() {
  const { partnership } = await import('../content/partnership');
  return { partnership };
}
export type PartnersContent = Awaited<ReturnType<typeof loadPartnersContent>>;
