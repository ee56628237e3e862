// Vercel Functions (Web handlers): the portable handler (server/edge) at the form's action. On
// Vercel the build bundles this file into the function at /api/contact (scripts/vercel-output.ts);
// vercel.json rewrites the page's send path to it. Variables are set on the project (DEPLOYING.md).
import { handleContact, settingsFrom } from '../edge/contact-handler';

function contact(request: Request): Promise<Response> {
  // Vercel's proxy sets X-Real-IP to the client's address; the client cannot.
  const clientAddress = request.headers.get('x-real-ip');
  return handleContact(request, settingsFrom(process.env), { clientAddress });
}

export { contact as GET, contact as HEAD, contact as POST };
