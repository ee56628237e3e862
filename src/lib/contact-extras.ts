// What the contact form needs only once the visitor starts on it: the saved draft, the size
// check, the mail-app message, whether a local outbox answers, and the way to the mail SDK (which
// itself loads only on the first send). One small chunk, loaded when the page is idle or the
// visitor starts on the form, off the first paint.
export { describeSendFailure, sendContactMessage } from './email';
export { clearDraft, readDraft, saveDraft } from './contact-draft';
export { hasLocalOutbox } from './local-outbox';
export { mailtoHref, openMailApp } from './mail-app';
export { sizeProblem } from './message-size';
