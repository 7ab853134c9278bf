/**
 * The provider's own page for a form (HubSpot's share link): where a visitor
 * goes when our form cannot show a field the form requires (src/forms/unsupported-fields.ts).
 * The one place this URL pattern is written.
 */
export const hostedFormUrl = (formId: string): string =>
  `https://share.hsforms.com/${encodeURIComponent(formId)}`;
