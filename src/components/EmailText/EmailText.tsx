import { templateParts } from '../../lib/fill';

/** A sentence of content with its `{email}` placeholder as a mailto: link to `address`, e.g. "Write to us at {email}." */
export function EmailText({ template, address }: { template: string; address: string }) {
  return templateParts(template).map((part, index) =>
    index % 2 === 0 ? (
      part
    ) : part === 'email' ? (
      <a key={index} href={`mailto:${address}`}>
        {address}
      </a>
    ) : (
      `{${part}}`
    ),
  );
}
