/**
 * Free e-mail providers, for a field whose definition turns on HubSpot's "block
 * free e-mail providers" (`validation.useDefaultBlockList`). HubSpot's own list
 * is longer and not published: these are the providers most Italian and
 * European visitors use, so the form refuses most of what HubSpot would refuse
 * instead of accepting a request HubSpot then drops. Data only; add a provider
 * when one gets through (decision 093).
 *
 * `name.*` stands for the name under any country ending (yahoo.it, yahoo.co.uk).
 */
export const FREE_EMAIL_PROVIDERS: readonly string[] = [
  'gmail.com',
  'googlemail.com',
  'yahoo.*',
  'ymail.com',
  'hotmail.*',
  'outlook.*',
  'live.*',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.*',
  'gmx.*',
  'web.de',
  't-online.de',
  'yandex.*',
  'mail.ru',
  'protonmail.com',
  'proton.me',
  'pm.me',
  'tutanota.com',
  'zoho.com',
  'mail.com',
  'libero.it',
  'virgilio.it',
  'tiscali.it',
  'alice.it',
  'tin.it',
  'email.it',
  'inwind.it',
  'fastwebnet.it',
  'orange.fr',
  'laposte.net',
  'free.fr',
];
