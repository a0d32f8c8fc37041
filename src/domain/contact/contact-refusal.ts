/**
 * A contact message the quota refuses (contact-quota.ts): not sent, and not to be retried as is — the page says
 * why. Alone in its file: the /contact page's first load checks for it without carrying the quota's code.
 */
export class ContactQuotaRefusal extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ContactQuotaRefusal';
  }
}
