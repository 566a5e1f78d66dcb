import { render } from '@testing-library/react';
import ContentImage, { contentImageProps } from './ContentImage';

describe('ContentImage', () => {
  it('draws a fill image with the stylesheet’s class, not next/image’s inline style', () => {
    const { container } = render(
      <div style={{ position: 'relative' }}>
        <ContentImage src="/content/news/1.webp" alt="" fill sizes="380px" className="cover" />
      </div>,
    );
    const image = container.querySelector('img')!;
    expect(image).not.toHaveAttribute('style');
    expect(image).toHaveClass('cover', 'image-fill');
    expect(image.getAttribute('srcset')).toContain('/_next/image?url=%2Fcontent%2Fnews%2F1.webp');
  });

  it('leaves a sized image without a style attribute and without the fill class', () => {
    const attributes = contentImageProps({
      src: '/brand/logo.svg',
      alt: 'Logo',
      width: 168,
      height: 44,
    });
    expect(attributes.style).toBeUndefined();
    expect(attributes.className).toBeUndefined();
    expect(attributes.width).toBe(168);
  });

  it('keeps a style the caller gives', () => {
    const attributes = contentImageProps({
      src: '/content/news/1.webp',
      alt: '',
      fill: true,
      sizes: '100vw',
      style: { objectPosition: 'top' },
    });
    expect(attributes.style).toEqual({ objectPosition: 'top' });
  });

  it('fetches a priority image at high priority, and preloads it so', () => {
    const { container } = render(
      <ContentImage src="/content/news/1.webp" alt="" fill priority sizes="760px" />,
    );
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    expect(container.querySelector('img')).not.toHaveAttribute('loading', 'lazy');
    const preload = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute('imagesrcset')).toContain('%2Fcontent%2Fnews%2F1.webp');
    expect(preload).toHaveAttribute('fetchpriority', 'high');
  });

  it('keeps the priority the caller gives a priority image', () => {
    const { container } = render(
      <ContentImage
        src="/content/news/1.webp"
        alt=""
        fill
        priority
        fetchPriority="low"
        sizes="760px"
      />,
    );
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'low');
  });

  it('leaves other images at the browser’s own priority, and lazy', () => {
    const { container } = render(
      <ContentImage src="/content/news/1.webp" alt="" fill sizes="760px" />,
    );
    expect(container.querySelector('img')).not.toHaveAttribute('fetchpriority');
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });
});
