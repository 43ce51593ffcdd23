import { useQuery, useQueryClient, useMutation } from '@tanstack/react-query';
import type { Items } from '@tea/shared/answers';
import type { AdminGalleryPhoto, GalleryMove, GalleryPhotoInput, GalleryTextsInput } from '@tea/shared/building/gallery.schema';
import { api } from '../../shared/api-client';

export type { AdminGalleryPhoto };

const KEY = ['admin', 'gallery'] as const;

/** Every gallery photo, hidden ones too, in the order /gallery shows them. */
export function useOfficeGallery() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api<Items<AdminGalleryPhoto>>('/admin/gallery', { signal }),
    select: (data) => data.items,
  });
}

/** A change of the office's, after which its list and the public gallery are read again. */
function useGalleryChange<TVars>(fn: (vars: TVars) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: KEY }), client.invalidateQueries({ queryKey: ['building', 'gallery'] })]),
  });
}

/** Adds a photo just uploaded (id null) or replaces a photo's texts. */
export function useSaveGalleryPhoto() {
  return useGalleryChange(({ id, input }: { id: null; input: GalleryPhotoInput } | { id: number; input: GalleryTextsInput }) =>
    id === null
      ? api('/admin/gallery', { method: 'POST', body: input })
      : api(`/admin/gallery/${id}`, { method: 'PUT', body: input }),
  );
}

export function usePublishGalleryPhoto() {
  return useGalleryChange(({ id, published }: { id: number; published: boolean }) =>
    api(`/admin/gallery/${id}/published`, { method: 'PATCH', body: { published } }),
  );
}

export function useMoveGalleryPhoto() {
  return useGalleryChange(({ id, direction }: { id: number } & GalleryMove) =>
    api(`/admin/gallery/${id}/move`, { method: 'POST', body: { direction } }),
  );
}

export function useDeleteGalleryPhoto() {
  return useGalleryChange((id: number) => api(`/admin/gallery/${id}`, { method: 'DELETE' }));
}
