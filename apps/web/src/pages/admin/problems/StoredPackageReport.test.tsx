import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { IcpcImportReport } from '@judge/contract';
import { adminProblemEnUS } from '../../../i18n/admin-problem.en-US';
import { StoredPackageReport, storedReportKey } from './StoredPackageReport';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en-US',
  interpolation: { escapeValue: false },
  resources: { 'en-US': { translation: adminProblemEnUS } },
});

const report: IcpcImportReport = {
  problemId: 'hello',
  title: 'Hello',
  timeLimitMs: 1000,
  timeLimitSource: 'given by the package',
  submissions: [{ path: 'accepted/a.py', expected: ['AC'], verdict: 'AC', score: 0, ok: true }],
  mismatches: 0,
};

/** The problem page's button as it renders once the server answered the report route with `answer`. */
function pageWith(answer: IcpcImportReport | null) {
  const client = new QueryClient();
  client.setQueryData(storedReportKey(7), answer);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <StoredPackageReport pid={7} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe("the problem page's Package check button", () => {
  it('shows for a problem imported from a package, which has a stored report', () => {
    const html = pageWith(report);
    expect(html).toContain('data-testid="stored-package-report"');
    expect(html).toContain('Package check');
  });

  it('is not there for a problem without one (written by hand, or imported otherwise)', () => {
    expect(pageWith(null)).toBe('');
  });
});
