/** What the form service asks the forms worker to e-mail: plain text to one of the site's mailboxes. */
export interface Notification {
  to: string;
  subject: string;
  text: string;
  /** The visitor's e-mail address, so a reply goes to them. */
  replyTo?: string;
}
