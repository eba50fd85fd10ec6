export function useServiceWorker() {}
