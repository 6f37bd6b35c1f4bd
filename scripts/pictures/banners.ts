export function bannerPicture(_key: string): string { return "<svg xmlns=\"http://www.w3.org/2000/svg\"/>"; }
export function logo(): string { return "<svg xmlns=\"http://www.w3.org/2000/svg\"/>"; }
