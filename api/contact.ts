// Vercel Functions (Web handlers): the portable handler (server/edge) at the form's action;
// vercel.json rewrites the page's send path here. Variables are set on the project (DEPLOYING.md).
import { handleContact, settingsFrom } from '../server/edge/contact-handler';

function contact(request: Request): Promise<Response> {
  // Vercel's proxy sets X-Real-IP to the client's address; the client cannot.
  const clientAddress = request.headers.get('x-real-ip');
  return handleContact(request, settingsFrom(process.env), { clientAddress });
}

export { contact as GET, contact as HEAD, contact as POST };
