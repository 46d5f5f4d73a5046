import { createFileRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';

// The component gallery exists in development and in test builds (VITE_UI_GALLERY=true) only; in other
// builds the constant folds to false, the page's chunk is dropped and the path is a 404.
const galleryEnabled = import.meta.env.DEV || import.meta.env.VITE_UI_GALLERY === 'true';

export const Route = createFileRoute('/gallery')({
  beforeLoad: () => {
    if (!galleryEnabled) throw notFound();
  },
  component: galleryEnabled
    ? lazyRouteComponent(() => import('../features/gallery/gallery-page.tsx'), 'GalleryPage')
    : () => null,
});
