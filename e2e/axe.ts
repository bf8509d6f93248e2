import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { settle } from './browser';

/** axe-core's rule sets the suite holds every screen to: WCAG 2.1 A and AA, and best practice. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Rules turned off, each with its reason. Every other rule of the tags above must pass.
 */
export const AXE_RULES_OFF: Record<string, string> = {};

export type AuditFinding = { screen: string; rule: string; impact: string; nodes: string[] };

/** Audits what the page shows now (optionally only inside `include`); answers its violations. */
export async function audit(page: Page, screen: string, include?: string): Promise<AuditFinding[]> {
  await settle(page);
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  const off = Object.keys(AXE_RULES_OFF);
  if (off.length > 0) builder = builder.disableRules(off);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((violation) => ({
    screen,
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    nodes: violation.nodes
      .slice(0, 5)
      .map(
        (node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
      ),
  }));
}

/** One line per finding, for a failure message a person can act on. */
export function describeFindings(findings: AuditFinding[]): string {
  return findings
    .map((f) => `${f.screen}: ${f.rule} (${f.impact})\n    ${f.nodes.join('\n    ')}`)
    .join('\n');
}
