// An audit that cannot run says why in one line and exits 2: a wrong option, no Chromium, a banner it could not find.
export class AuditError extends Error {
  constructor(message) {
    super(message);
    this.name = 'AuditError';
  }
}
