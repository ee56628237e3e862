// Each host's adapter hands the request to the one handler, with that host's settings: the page's
// probe finds the handler at the send path, and a form post is answered as the handler answers it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONTACT_FORM_PATH,
  EMAIL_SEND_PATH,
  LOCAL_OUTBOX_HEADER,
} from '../../src/config/env-email';
import { GET as vercelContact } from '../vercel/contact';
import netlifyContact, { config as netlifyConfig } from '../../netlify/functions/contact';

const SITE = 'https://portfolio.example';
const probe = () => new Request(`${SITE}${EMAIL_SEND_PATH}`, { method: 'HEAD' });

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('host adapters', () => {
  it('Netlify answers both paths, taking its settings from the environment', async () => {
    expect(netlifyConfig.path).toEqual([`/${CONTACT_FORM_PATH}`, EMAIL_SEND_PATH]);
    vi.stubEnv('RESEND_API_KEY', '');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect((await netlifyContact(probe(), {})).headers.get(LOCAL_OUTBOX_HEADER)).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/no mail provider is configured/));
    vi.stubEnv('RESEND_API_KEY', 're_x');
    vi.stubEnv('CONTACT_TO_EMAIL', 'owner@example.com');
    vi.stubEnv('CONTACT_FROM_EMAIL', 'form@portfolio.example');
    expect((await netlifyContact(probe(), {})).headers.get(LOCAL_OUTBOX_HEADER)).toBe('1');
  });

  it('Vercel answers the probe once a provider is set, and vercel.json sends the send path to it', async () => {
    vi.stubEnv('RESEND_API_KEY', 're_x');
    vi.stubEnv('CONTACT_TO_EMAIL', 'owner@example.com');
    vi.stubEnv('CONTACT_FROM_EMAIL', 'form@portfolio.example');
    expect((await vercelContact(probe())).headers.get(LOCAL_OUTBOX_HEADER)).toBe('1');
    const { default: vercel } = await import('../../vercel.json', { with: { type: 'json' } });
    expect(vercel.rewrites).toContainEqual({
      source: EMAIL_SEND_PATH,
      destination: `/${CONTACT_FORM_PATH}`,
    });
  });
});
