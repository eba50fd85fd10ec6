export function usePageViews() {}
