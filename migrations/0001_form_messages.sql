-- The contact forms' messages (functions/api/forms.ts), kept for content/forms.yaml retentionDays and then deleted
-- by the forms worker's daily job (server/forms-worker).
CREATE TABLE form_messages (
  id TEXT PRIMARY KEY,
  -- The form's id: contact-sales, general-inquiry or contact-support.
  form TEXT NOT NULL,
  -- The fields by name, trimmed, as JSON.
  fields TEXT NOT NULL,
  -- The page the form was sent from, and when the visitor pressed send (as the browser said).
  page TEXT NOT NULL,
  submitted_at TEXT NOT NULL,
  -- When the service accepted it (ISO 8601, UTC): the retention period counts from here.
  received_at TEXT NOT NULL,
  -- When the notification e-mail went to the form's mailbox; NULL while it has not.
  notified_at TEXT
);
CREATE INDEX form_messages_received_at ON form_messages (received_at);

-- One row per request to the form service, for its per-client limit; a client is a hash of its IP address, never
-- the address itself. Rows older than the limit's window are deleted as new ones arrive.
CREATE TABLE form_attempts (
  client TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX form_attempts_client_at ON form_attempts (client, at);
