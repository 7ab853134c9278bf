/**
 * The baseline of the server benchmark: a bare Fastify app (no hooks, no
 * logging, no headers) answering the same form definition from a JSON route.
 * Prints its port on stdout.
 */
import Fastify from 'fastify';
import { loadEmbeddedForms } from '../../server/hubspot/embedded-forms.ts';
import { CONTACT_FORM_IDS } from '../../src/forms/contact-form.ts';

const forms = await loadEmbeddedForms();
const definition: unknown = JSON.parse(forms.get(CONTACT_FORM_IDS.it)?.json ?? 'null');
const app = Fastify({ logger: false });
app.get('/json', (_request, reply) => reply.send(definition));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
