import {
  API_CONTENT_SECURITY_POLICY,
  apiSecurityHeaders,
  isHttpsUrl,
  isOperatorUiPath,
  OPERATOR_UI_CONTENT_SECURITY_POLICY,
} from './http-security-headers';

function directive(policy: string, name: string): string[] | undefined {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name);
  return found?.slice(1);
}

describe(apiSecurityHeaders.name, () => {
  it('gives a JSON answer a policy that loads nothing and is never framed', () => {
    const headers = new Map(apiSecurityHeaders('/api/properties', false));
    expect(headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
    expect(directive(API_CONTENT_SECURITY_POLICY, 'default-src')).toEqual(["'none'"]);
    expect(directive(API_CONTENT_SECURITY_POLICY, 'frame-ancestors')).toEqual(["'none'"]);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('permissions-policy')).toContain('camera=()');
    expect(headers.get('x-frame-options')).toBe('DENY');
  });

  it('lets the operator pages run their own files, never inline or evaluated code, and refuses framing', () => {
    for (const path of [
      '/api/admin/queues',
      '/api/admin/queues/static/js/main.js',
      '/api/docs',
      '/api/docs/swagger-ui-init.js',
      '/api/docs-json',
    ]) {
      expect(new Map(apiSecurityHeaders(path, false)).get('content-security-policy')).toBe(
        OPERATOR_UI_CONTENT_SECURITY_POLICY,
      );
    }
    expect(directive(OPERATOR_UI_CONTENT_SECURITY_POLICY, 'script-src')).toEqual(["'self'"]);
    expect(directive(OPERATOR_UI_CONTENT_SECURITY_POLICY, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('sends HSTS only over https', () => {
    expect(new Map(apiSecurityHeaders('/api/types', false)).has('strict-transport-security')).toBe(false);
    expect(new Map(apiSecurityHeaders('/api/types', true)).get('strict-transport-security')).toMatch(/^max-age=\d{8}/);
  });
});

describe(isOperatorUiPath.name, () => {
  it('does not take a look-alike path for an operator page', () => {
    expect(isOperatorUiPath('/api/admin/queuesx')).toBe(false);
    expect(isOperatorUiPath('/api/documents')).toBe(false);
  });
});

describe(isHttpsUrl.name, () => {
  it('is true for https origins only', () => {
    expect(isHttpsUrl('https://immo.example')).toBe(true);
    expect(isHttpsUrl('http://127.0.0.1:3100')).toBe(false);
    expect(isHttpsUrl('not a url')).toBe(false);
  });
});
