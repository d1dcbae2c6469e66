import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_PORTS } from '@prop/service-kit/config';
import { loadGatewayConfig, upstreamUrls } from '../src/config.ts';

describe('gateway config', () => {
  it('runs locally with no variables set', () => {
    const config = loadGatewayConfig({});
    expect(config.PORT).toBe(8080);
    expect(upstreamUrls(config)).toMatchObject({
      identity: `http://127.0.0.1:${DEFAULT_PORTS.identity}`,
      calendar: `http://127.0.0.1:${DEFAULT_PORTS.calendar}`,
    });
    expect(config.TRUSTED_PROXIES).toEqual([]);
    expect(config.LOGIN_MAX_FAILURES).toBe(10);
    expect(config.LOGIN_WINDOW_SECONDS).toBe(900);
    expect(config.REGISTER_MAX_PER_HOUR).toBe(20);
    expect(config.RECOVERY_MAX_PER_HOUR).toBe(20);
    expect(config.CREATE_MAX_PER_MINUTE).toBe(10);
    expect(config.WS_MAX_SOCKETS_PER_SESSION).toBe(5);
  });

  it('finds the built apps next to the gateway, not relative to the working directory', () => {
    const config = loadGatewayConfig({});
    expect(config.WEB_TRADER_DIST).toMatch(/[/\\]web-trader[/\\]dist$/);
    expect(config.WEB_ADMIN_DIST).toMatch(/[/\\]web-admin[/\\]dist$/);
    expect(config.WEB_TRADER_DIST.replace(/web-trader[/\\]dist$/, '')).toBe(
      config.WEB_ADMIN_DIST.replace(/web-admin[/\\]dist$/, ''),
    );
  });

  it('reads upstreams and trusted proxies', () => {
    const config = loadGatewayConfig({
      RISK_URL: 'http://risk.internal:80/',
      TRUSTED_PROXIES: '10.0.0.1, 10.1.0.0/16',
    });
    expect(config.RISK_URL).toBe('http://risk.internal:80');
    expect(config.TRUSTED_PROXIES).toEqual(['10.0.0.1', '10.1.0.0/16']);
  });

  it('lists every bad variable at once', () => {
    try {
      loadGatewayConfig({ PORT: 'eighty', IDENTITY_URL: 'not a url', LOGIN_MAX_FAILURES: '0' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/IDENTITY_URL/);
      expect(problems).toMatch(/LOGIN_MAX_FAILURES/);
    }
  });
});
