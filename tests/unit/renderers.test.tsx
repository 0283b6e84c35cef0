import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeLink } from '@/console/renderers';

describe('URLs from data', () => {
  it('become links only for http and https, opened without opener or referrer', () => {
    render(<SafeLink href="https://www.northwind.com/shop" />);
    const link = screen.getByRole('link', { name: 'https://www.northwind.com/shop' });
    expect(link).toHaveAttribute('href', 'https://www.northwind.com/shop');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'not a url', '//evil.example'])(
    '%s stays plain text',
    (href) => {
      const { container } = render(<SafeLink href={href} />);
      expect(container.querySelector('a')).toBeNull();
      expect(container.textContent).toBe(href);
    },
  );
});
