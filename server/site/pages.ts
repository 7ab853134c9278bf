import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  allPageRefs,
  builtPathFor,
  isLocale,
  LOCALES,
  pathFor,
  type Locale,
} from '../../src/i18n/locales.ts';
import { LANG_COOKIE, LANG_COOKIE_MAX_AGE, resolveLanguage } from '../../src/i18n/resolve-language.ts';
import { SITE } from '../../src/config/site.ts';
import type { Xsrf } from '../security/xsrf.ts';
import { consentVariants, variantFor, type ConsentVariants } from './consent-mark.ts';
import {
  loadDocument,
  matchesEtag,
  negotiateEncoding,
  readDocument,
  type CachedDocument,
} from './document-cache.ts';

/**
 * Browsers keep the HTML but ask again on every visit (a 304 when unchanged):
 * each visit then reaches the server, which remembers the page's language even
 * when the visitor switched before the page's scripts started. Shared caches may
 * not keep it (cookies).
 */
const HTML_CACHE_CONTROL = 'private, no-cache';

export interface PagesOptions {
  readonly distDir: string;
  readonly publicUrl: string;
}

function htmlFile(builtPath: string): string {
  return `${builtPath.slice(1)}/index.html`;
}

export function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  doc: CachedDocument,
  vary = 'Accept-Encoding',
): FastifyReply {
  reply.header('etag', doc.etag).header('vary', vary);
  if (matchesEtag(request.headers['if-none-match'], doc.etag)) return reply.code(304).send();
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  reply.header('content-type', doc.contentType);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  const body = encoding === 'br' ? doc.br : encoding === 'gzip' ? doc.gzip : doc.identity;
  return reply.header('content-length', body.length).send(body);
}

/**
 * Saves the language a visitor chose by following a link to one (decision 002).
 * `secure` is forced when PUBLIC_URL is https: behind a TLS proxy without
 * TRUST_PROXY the request itself looks like plain http.
 */
export function rememberLanguage(
  request: FastifyRequest,
  reply: FastifyReply,
  locale: Locale,
  forceSecure: boolean,
): void {
  if (request.cookies[LANG_COOKIE] === locale) return;
  reply.setCookie(LANG_COOKIE, locale, {
    path: '/',
    maxAge: LANG_COOKIE_MAX_AGE,
    sameSite: 'lax',
    secure: forceSecure || request.protocol === 'https',
  });
}

/** Every page of the build, loaded and compressed once at start, in its two consent forms. */
export interface SitePages {
  readonly homepages: ReadonlyMap<Locale, ConsentVariants>;
  readonly pages: readonly {
    readonly path: string;
    readonly locale: Locale;
    readonly doc: ConsentVariants;
  }[];
  readonly extras: readonly { readonly url: string; readonly doc: CachedDocument }[];
}

/** Pages differ by the consent cookie too (decision 122). */
const PAGE_VARY = 'Accept-Encoding, Cookie';

export async function loadSitePages(options: PagesOptions): Promise<SitePages> {
  const load = async (builtPath: string) =>
    consentVariants(
      await readDocument(options.distDir, htmlFile(builtPath), SITE.defaultPublicUrl, options.publicUrl),
      'text/html; charset=utf-8',
    );

  const homepages = new Map<Locale, ConsentVariants>();
  for (const locale of LOCALES) homepages.set(locale, await load(builtPathFor('home', locale)));
  const pages = [];
  for (const ref of allPageRefs()) {
    if (ref.page === 'home') continue;
    pages.push({
      path: pathFor(ref.page, ref.locale),
      locale: ref.locale,
      doc: await load(builtPathFor(ref.page, ref.locale)),
    });
  }
  const extras = [];
  for (const [url, file, type] of [
    ['/sitemap.xml', 'sitemap.xml', 'application/xml; charset=utf-8'],
    ['/robots.txt', 'robots.txt', 'text/plain; charset=utf-8'],
  ] as const) {
    extras.push({
      url,
      doc: await loadDocument(options.distDir, file, type, SITE.defaultPublicUrl, options.publicUrl),
    });
  }
  return { homepages, pages, extras };
}

/**
 * Routes for every page of the locale table. Language-prefixed pages save
 * their language in the `lang` cookie (so the switch works without JavaScript);
 * `/` is negotiated: `?lang=` (from the switch), cookie, Accept-Language, Italian.
 * Every page hands out the request-forgery cookie when the visitor has none.
 */
export function registerPages(
  app: FastifyInstance,
  site: SitePages,
  { xsrf, httpsOnly }: { readonly xsrf: Xsrf; readonly httpsOnly: boolean },
): void {
  const { homepages } = site;

  app.get('/', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const requested = query['lang'];
    if (isLocale(requested)) {
      rememberLanguage(request, reply, requested, httpsOnly);
      return reply.header('cache-control', 'no-store').redirect('/', 302);
    }
    const locale = resolveLanguage({
      pathname: '/',
      cookie: request.cookies[LANG_COOKIE],
      acceptLanguage: request.headers['accept-language'],
    });
    const variants = homepages.get(locale);
    if (!variants) throw new Error(`homepage for ${locale} missing from the build`);
    xsrf.ensureCookie(request, reply);
    reply.header('cache-control', HTML_CACHE_CONTROL);
    const doc = variantFor(variants, request.headers.cookie, new Date());
    return sendDocument(request, reply, doc, `${PAGE_VARY}, Accept-Language`);
  });

  for (const { path, locale, doc } of site.pages) {
    app.get(path, async (request, reply) => {
      // The router ignores doubled slashes (//it/sostenibilita): such an address moves to the page's one.
      const queryAt = request.url.indexOf('?');
      if ((queryAt === -1 ? request.url : request.url.slice(0, queryAt)) !== path) {
        return reply.redirect(`${path}${queryAt === -1 ? '' : request.url.slice(queryAt)}`, 301);
      }
      rememberLanguage(request, reply, locale, httpsOnly);
      xsrf.ensureCookie(request, reply);
      reply.header('cache-control', HTML_CACHE_CONTROL);
      return sendDocument(request, reply, variantFor(doc, request.headers.cookie, new Date()), PAGE_VARY);
    });
    // One address per page: the slash variant moves permanently to the canonical one.
    app.get(`${path}/`, async (request, reply) => {
      const query = request.url.slice(request.url.split('?')[0]?.length ?? 0);
      return reply.redirect(`${path}${query}`, 301);
    });
  }

  for (const { url, doc } of site.extras) {
    app.get(url, async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return sendDocument(request, reply, doc);
    });
  }
}
