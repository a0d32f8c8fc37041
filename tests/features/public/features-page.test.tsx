import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import FeaturesPage from '@/features/public/features-page';
import { FEATURE_SCREENSHOTS } from '@/features/public/feature-screenshots';

describe('[FEAT-SHOT] /fonctionnalites: one screenshot per role, sized and lazy', () => {
  it('[FEAT-SHOT] shows each declared screenshot with its size, French alt text and lazy loading', () => {
    render(
      <MemoryRouter>
        <FeaturesPage />
      </MemoryRouter>,
    );
    const images = screen.getAllByRole('img');
    expect(images.map((image) => image.getAttribute('src')).sort()).toEqual(
      Object.values(FEATURE_SCREENSHOTS)
        .map((shot) => shot.src)
        .sort(),
    );
    for (const shot of Object.values(FEATURE_SCREENSHOTS)) {
      const image = screen.getByAltText(shot.alt);
      expect(image).toHaveAttribute('width', String(shot.width));
      expect(image).toHaveAttribute('height', String(shot.height));
      expect(image).toHaveAttribute('loading', 'lazy');
    }
  });
});
