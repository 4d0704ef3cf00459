interface ImportMetaEnv {
  /** Where the forms send, built in by vite.config.ts (content/forms.yaml `endpoint` or FORMS_ENDPOINT); '' for e-mail. */
  readonly FORMS_ENDPOINT?: string;
}
