// Netlify Functions (the Request/Response kind): the portable handler (server/edge) at the form's
// action and at the page's send path. Variables are set on the Netlify site (DEPLOYING.md).
import { EMAIL_SEND_PATH, handleContact, settingsFrom } from '../../server/edge/contact-handler';

export default function contact(request: Request, context: { ip?: string }): Promise<Response> {
  return handleContact(request, settingsFrom(process.env), { clientAddress: context.ip });
}

export const config = { path: ['/api/contact', EMAIL_SEND_PATH] };
