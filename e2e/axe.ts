import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { settle } from './browser';

/** axe-core's rule sets the suite holds every screen to: WCAG 2.1 A and AA, and best practice. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Rules turned off, each with its reason. Every other rule of the tags above must pass.
 */
export const AXE_RULES_OFF: Record<string, string> = {};

/**
 * Rules turned on beyond the tags, each with its reason. axe-core leaves a rule tagged
 * 'experimental' out of a run by tags even when it also carries one of the tags asked for.
 */
export const AXE_RULES_ON: Record<string, string> = {
  // WCAG 2.5.3 Label in Name (wcag21a): a control's accessible name holds the words it shows, so
  // a person who says what they see reaches it. The axe-core that @axe-core/playwright runs
  // (4.13) still tags it 'experimental'.
  'label-content-name-mismatch': 'WCAG 2.5.3 Label in Name, experimental in axe-core 4.13',
};

export type AuditFinding = { screen: string; rule: string; impact: string; nodes: string[] };

/** Audits what the page shows now (optionally only inside `include`); answers its violations. */
export async function audit(page: Page, screen: string, include?: string): Promise<AuditFinding[]> {
  await settle(page);
  // A toast that came after the page settled is read once it has faded in (or out): axe would
  // measure its text's contrast through the transition's opacity.
  await page
    .waitForFunction(
      () =>
        Array.from(document.querySelectorAll('[class*="Notification-root"]')).every((toast) => {
          let opacity = 1;
          for (let at: Element | null = toast; at; at = at.parentElement)
            opacity *= Number(getComputedStyle(at).opacity);
          return opacity === 1;
        }),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  await settle(page);
  const rules: Record<string, { enabled: boolean }> = {};
  for (const rule of Object.keys(AXE_RULES_ON)) rules[rule] = { enabled: true };
  for (const rule of Object.keys(AXE_RULES_OFF)) rules[rule] = { enabled: false };
  // A rule's own setting wins over the run's tags (axe-core's ruleShouldRun).
  // Only violations are read: axe-core then keeps one node per passed or inapplicable rule instead
  // of describing every node it checked. The product draws no frames, so axe runs in the page
  // itself (legacy mode) rather than opening a blank page per audit to merge frames' results.
  // Together they take about a quarter off each audit; what is checked is the same.
  let builder = new AxeBuilder({ page }).setLegacyMode().options({
    runOnly: { type: 'tag', values: AXE_TAGS },
    rules,
    resultTypes: ['violations'],
  });
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
