// The size of a send request, counted as the mail service counts it (UTF-8 bytes of the JSON the
// SDK posts), so a message over the limit is caught before any request.
import type { EmailConfig } from '../config/env-email';
import { toTemplateParams, type ContactMessage } from './email';
import { t } from '../words';

// The version the SDK sends with each request: only its length counts here. email.test.ts checks
// that this count matches the bytes the installed SDK really posts.
const SDK_LIB_VERSION = '4.4.1';

export interface RequestIds {
  publicKey: string;
  serviceId: string;
  templateId: string;
}

export function requestBytes(message: ContactMessage, ids: RequestIds): number {
  const body = JSON.stringify({
    lib_version: SDK_LIB_VERSION,
    user_id: ids.publicKey,
    service_id: ids.serviceId,
    template_id: ids.templateId,
    template_params: toTemplateParams(message),
  });
  return new TextEncoder().encode(body).length;
}

const kb = (bytes: number) => Math.ceil(bytes / 1024);

/** The line shown beside the message box when the message cannot be sent as it is. */
export function tooLongText(bytes: number, maxBytes: number): string {
  return t('contact.form.message.tooLong', {
    size: kb(bytes),
    limit: Math.floor(maxBytes / 1024),
  });
}

/** Why `message` cannot be sent with `config` ('' when it can); a misconfigured site sends nothing. */
export function sizeProblem(message: ContactMessage, config: EmailConfig): string {
  if (config.mode === 'misconfigured') return '';
  const bytes = requestBytes(message, config);
  return bytes > config.maxBytes ? tooLongText(bytes, config.maxBytes) : '';
}
