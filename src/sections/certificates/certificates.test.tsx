import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as content from '../../content';
import { certificates } from '../../content';
import { shownTiles } from '../../test/stat-tiles';
import { expectedTiles } from '../../../tests/stat-tiles';
import Certificates from './certificates.static';
import { t } from '../../words';

// The section only exists with certificates; an owner's list may be empty and a figure unstated,
// so the test brings its own content (src/test/content-fixture.ts).
vi.mock('../../content', async (importOriginal) =>
  (await import('../../test/content-fixture')).fixtureModule(importOriginal),
);

describe('Certificates', () => {
  it('is the certificates section with its heading', () => {
    render(<Certificates />);
    expect(screen.getByRole('region', { name: t('certificates.title') })).toHaveAttribute(
      'id',
      'certificates',
    );
  });

  it('shows the figures of its row, stated or counted from content', () => {
    render(<Certificates />);
    expect(shownTiles()).toEqual(expectedTiles(content.stats.certificates, content));
  });

  it('shows a card per certificate, each ending with Certificate Earned', () => {
    render(<Certificates />);
    const cards = within(screen.getByRole('list', { name: t('certificates.list') })).getAllByRole(
      'article',
    );
    expect(cards).toHaveLength(certificates.length);
    expect(screen.getAllByText(t('certificates.earned'))).toHaveLength(certificates.length);
    certificates.forEach((certificate, index) => {
      const card = cards[index]!;
      expect(card).toHaveAccessibleName(certificate.title);
      for (const text of [
        certificate.issuer,
        certificate.date,
        certificate.type,
        certificate.description,
      ]) {
        expect(card).toHaveTextContent(text);
      }
      expect(card.lastElementChild).toHaveTextContent(t('certificates.earned'));
    });
  });

  it('lays the learning journey out with date, title and issuer per certificate', () => {
    render(<Certificates />);
    const timeline = screen.getByRole('list', { name: t('certificates.timeline') });
    const items = within(timeline).getAllByRole('listitem');
    expect(items).toHaveLength(certificates.length);
    certificates.forEach((certificate, index) => {
      const item = items[index]!;
      expect(within(item).getByRole('heading', { name: certificate.title })).toBeInTheDocument();
      expect(item).toHaveTextContent(certificate.date);
      expect(item).toHaveTextContent(certificate.issuer);
    });
  });

  it('ends with the closing line', () => {
    render(<Certificates />);
    expect(screen.getByText(t('certificates.closing'))).toBeVisible();
  });
});
