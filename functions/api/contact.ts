// Cloudflare Pages Functions: the contact form's action, /api/contact, answered by the portable
// handler (server/edge). Bindings and variables are set on the Pages project (DEPLOYING.md).
import { EmailMessage } from 'cloudflare:email';
import { handleContact, type ContactEnv } from '../../server/edge/contact-handler';

export function onRequest(context: { request: Request; env: ContactEnv }): Promise<Response> {
  const { request, env } = context;
  return handleContact(request, env, {
    clientAddress: request.headers.get('cf-connecting-ip'),
    createEmailMessage: (from, to, raw) => new EmailMessage(from, to, raw),
  });
}
