// What the contact form needs only once the visitor starts on it, or after a failure: the saved
// draft, the size check, the mail-app message and whether a local outbox answers. One small chunk,
// loaded when the page is idle or the visitor starts on the form, off the first paint.
export { clearDraft, readDraft, saveDraft } from './contact-draft';
export { hasLocalOutbox } from './local-outbox';
export { mailtoHref, openMailApp } from './mail-app';
export { sizeProblem } from './message-size';
