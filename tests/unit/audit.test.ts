import { describe, expect, it } from 'vitest';
import { auditVerdict } from '../../scripts/audit.ts';

describe('npm audit gate', () => {
  it('passes a clean report', () => {
    const report = { auditReportVersion: 2, vulnerabilities: {}, metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 }, dependencies: { prod: 42 } } };
    expect(auditVerdict(JSON.stringify(report))).toEqual({ kind: 'clean', dependencies: 42 });
  });

  it('fails on any known vulnerability and names the packages', () => {
    const report = {
      vulnerabilities: { 'left-pad': { severity: 'high', via: [] }, yaml: { severity: 'low', via: [] } },
      metadata: { vulnerabilities: { info: 0, low: 1, moderate: 0, high: 1, critical: 0, total: 2 } },
    };
    expect(auditVerdict(JSON.stringify(report))).toMatchObject({ kind: 'vulnerable', packages: ['left-pad', 'yaml'] });
  });

  it('is skipped, with the reason, only when no report could be had', () => {
    const refused = { message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk', statusCode: 405 };
    expect(auditVerdict(JSON.stringify(refused))).toEqual({ kind: 'unavailable', reason: `the audit service answered: ${refused.message}` });
    expect(auditVerdict('')).toEqual({ kind: 'unavailable', reason: 'npm audit printed no report' });
  });
});
