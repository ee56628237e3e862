import { describe, expect, it } from 'vitest';
import {
  CONTACT_HANDLER_VAR,
  contactHandlerProblem,
  describeMissingKeys,
  EMAILJS_DEFAULT_SIZE_LIMIT_KB,
  emailBuildWarning,
  hasContactHandler,
  LOCAL_OUTBOX_MAX_BODY_BYTES,
  readEmailConfig,
} from './env-email';

const KEYS = {
  VITE_EMAILJS_PUBLIC_KEY: 'pk_123',
  VITE_EMAILJS_SERVICE_ID: 'service_abc',
  VITE_EMAILJS_TEMPLATE_ID: 'template_xyz',
};
const PAGE = 'http://localhost:4173';

describe('readEmailConfig', () => {
  it('uses EmailJS when all three keys are set, with the SDK default origin', () => {
    expect(readEmailConfig(KEYS, PAGE)).toEqual({
      mode: 'emailjs',
      publicKey: 'pk_123',
      serviceId: 'service_abc',
      templateId: 'template_xyz',
      maxBytes: EMAILJS_DEFAULT_SIZE_LIMIT_KB * 1024,
    });
  });

  it("reads the owner's plan size limit, ignoring one that is not a positive number", () => {
    expect(readEmailConfig({ ...KEYS, VITE_EMAILJS_SIZE_LIMIT_KB: '500' }, PAGE)).toMatchObject({
      maxBytes: 500 * 1024,
    });
    for (const value of ['0', '-5', 'lots']) {
      expect(readEmailConfig({ ...KEYS, VITE_EMAILJS_SIZE_LIMIT_KB: value }, PAGE)).toMatchObject({
        maxBytes: EMAILJS_DEFAULT_SIZE_LIMIT_KB * 1024,
      });
    }
  });

  it('carries a reCAPTCHA site key only with EmailJS', () => {
    const withKey = { ...KEYS, VITE_RECAPTCHA_SITE_KEY: ' 6Lc_site ' };
    expect(readEmailConfig(withKey, PAGE)).toMatchObject({ captchaSiteKey: '6Lc_site' });
    expect(readEmailConfig({ VITE_RECAPTCHA_SITE_KEY: '6Lc_site' }, PAGE)).not.toHaveProperty(
      'captchaSiteKey',
    );
  });

  it('passes a custom origin without its trailing slash', () => {
    const config = readEmailConfig(
      { ...KEYS, VITE_EMAILJS_ORIGIN: 'https://api.eu.example/' },
      PAGE,
    );
    expect(config).toMatchObject({ mode: 'emailjs', origin: 'https://api.eu.example' });
  });

  it('falls back to the local outbox at the page origin when no key is set', () => {
    expect(readEmailConfig({}, PAGE)).toEqual({
      mode: 'local-outbox',
      publicKey: 'local-outbox',
      serviceId: 'local-outbox',
      templateId: 'local-outbox',
      origin: PAGE,
      maxBytes: LOCAL_OUTBOX_MAX_BODY_BYTES,
    });
  });

  it('treats empty and blank values as not set', () => {
    const blank = {
      VITE_EMAILJS_PUBLIC_KEY: '',
      VITE_EMAILJS_SERVICE_ID: '  ',
      VITE_EMAILJS_TEMPLATE_ID: undefined,
    };
    expect(readEmailConfig(blank, PAGE).mode).toBe('local-outbox');
  });

  it('names the missing keys when only some are set', () => {
    expect(readEmailConfig({ VITE_EMAILJS_PUBLIC_KEY: 'pk' }, PAGE)).toEqual({
      mode: 'misconfigured',
      missing: ['VITE_EMAILJS_SERVICE_ID', 'VITE_EMAILJS_TEMPLATE_ID'],
    });
    const two = { ...KEYS, VITE_EMAILJS_TEMPLATE_ID: undefined };
    expect(readEmailConfig(two, PAGE)).toEqual({
      mode: 'misconfigured',
      missing: ['VITE_EMAILJS_TEMPLATE_ID'],
    });
  });
});

describe('describeMissingKeys', () => {
  it('names each missing variable and points at .env.example', () => {
    const text = describeMissingKeys(['VITE_EMAILJS_TEMPLATE_ID']);
    expect(text).toContain('VITE_EMAILJS_TEMPLATE_ID is not set');
    expect(text).toContain('.env.example');
  });
});

describe('emailBuildWarning', () => {
  it('is silent when EmailJS is configured', () => {
    expect(emailBuildWarning(KEYS)).toBeNull();
  });

  it('says the form goes to the local outbox when no key is set', () => {
    const warning = emailBuildWarning({});
    expect(warning).toMatch(/^Contact form: EmailJS keys are not set/);
    expect(warning).toContain('VITE_EMAILJS_PUBLIC_KEY');
    expect(warning).toContain('.env.example');
    expect(warning).not.toContain('\n');
  });

  it('names what is missing in a partial configuration', () => {
    expect(emailBuildWarning({ VITE_EMAILJS_SERVICE_ID: 's' })).toContain(
      'VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_TEMPLATE_ID are not set',
    );
  });
});

describe("the host's contact handler (VITE_CONTACT_HANDLER)", () => {
  it('is there unless the build says none, in any case and spacing', () => {
    expect(hasContactHandler({})).toBe(true);
    expect(hasContactHandler({ [CONTACT_HANDLER_VAR]: '' })).toBe(true);
    expect(hasContactHandler({ [CONTACT_HANDLER_VAR]: 'none' })).toBe(false);
    expect(hasContactHandler({ [CONTACT_HANDLER_VAR]: ' None ' })).toBe(false);
  });

  it('stops a build with one line for any other value, naming it and what to set', () => {
    expect(contactHandlerProblem({})).toBeNull();
    expect(contactHandlerProblem({ [CONTACT_HANDLER_VAR]: 'NONE' })).toBeNull();
    const problem = contactHandlerProblem({ [CONTACT_HANDLER_VAR]: 'off' });
    expect(problem).toContain(`${CONTACT_HANDLER_VAR} is "off"`);
    expect(problem).toContain('set it to none');
    expect(problem).not.toContain('\n');
  });
});
