/** The photo's address; its version (the key's file name) changes with every new photo, so it can be cached. */
export function photoUrl(productId: string, photoKey: string | null): string | null {
  return photoKey ? `/api/products/${productId}/photo?v=${photoVersion(photoKey)}` : null;
}

export function photoVersion(photoKey: string): string {
  const name = photoKey.slice(photoKey.lastIndexOf('/') + 1);
  return name.slice(0, name.indexOf('.') < 0 ? undefined : name.indexOf('.'));
}
