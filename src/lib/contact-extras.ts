// What the contact form needs only once the visitor starts on it: the size check, the mail-app
// message, whether a local outbox answers, and the way to the mail SDK (which itself loads once the
// visitor begins on the form, where it will be used). One small chunk, loaded when the page is idle or the visitor starts on the
// form, off the first paint. The draft is not here: it is kept from the first key (contact-draft).
export { describeSendFailure, preloadSdk, sendContactMessage } from './email';
export { hasLocalOutbox } from './local-outbox';
export { mailtoHref, openMailApp } from './mail-app';
export { sizeProblem } from './message-size';
