import { getMessages, type Locale } from '@immo/i18n';
import { expect, test } from './support/test';
import { OWNER_DASHBOARDS, SAMPLE_OWNERS, setFirstPassword } from './support/owner';

// Views of the property's page on the site and viewings of the property
// (the calendar) are two different things: in every language they have
// different names, so an owner never reads one for the other.

const owner = SAMPLE_OWNERS.marcm;

/** The words of a label that carry meaning (articles and prepositions of 3 letters or fewer left out), lower case, elisions split. */
function meaningfulWords(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[\s'’.,:]+/u)
      .filter((word) => word.length > 3),
  );
}

test('the figures and the calendar name views and viewings differently, in every language', async ({ page }) => {
  await setFirstPassword(page, owner.email);
  for (const [locale, dashboard] of Object.entries(OWNER_DASHBOARDS)) {
    await page.goto(`${dashboard}${owner.properties[0]}/`);
    const viewings = (await page.locator('#visits-title').textContent()) ?? '';
    const figures = page.getByTestId(`views-${owner.properties[0]}`).locator('dt');
    await expect(figures).toHaveCount(4);
    const labels = await figures.allTextContents();
    const viewingWords = meaningfulWords(viewings);
    for (const label of labels) {
      const shared = [...meaningfulWords(label)].filter((word) => viewingWords.has(word));
      expect(shared, `${locale}: "${label}" and "${viewings}"`).toEqual([]);
    }
    // The graph's table names its column as the figures do.
    const column = (await page.getByTestId('views-table').locator('thead th').last().textContent()) ?? '';
    expect(labels[0]?.toLowerCase(), locale).toContain(column.toLowerCase());
  }
  // The French owner reads "Vues de l'annonce", never "Visites", for the views.
  await page.goto(`${OWNER_DASHBOARDS.fr}${owner.properties[0]}/`);
  await expect(page.getByTestId(`views-${owner.properties[0]}`)).not.toContainText('Visites');
  await expect(page.getByTestId(`views-${owner.properties[0]}`).locator('[data-figure=total] dt')).toHaveText(
    "Vues de l'annonce au total",
  );
});

test("the weekly mail's words are the portal's words", () => {
  for (const locale of ['fr', 'nl', 'en', 'de'] as Locale[]) {
    const { Mail, OwnerStatistics, OwnerPortal } = getMessages(locale);
    expect(Mail.ownerWeeklyWeek, locale).toBe(OwnerStatistics.visitsThisWeek);
    expect(Mail.ownerWeeklyTotal, locale).toBe(OwnerStatistics.visitsTotal);
    const viewingWords = meaningfulWords(OwnerPortal.calendar);
    expect(
      [...meaningfulWords(Mail.ownerWeeklyWeek)].filter((word) => viewingWords.has(word)),
      locale,
    ).toEqual([]);
  }
});
