// The page's script sends (and asks whether the site takes messages) here, as the EmailJS SDK
// does on its own origin: the same handler as the form's action.
export { onRequest } from '../../contact';
