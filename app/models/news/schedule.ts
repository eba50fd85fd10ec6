/** The news import's Cron Trigger (wrangler.toml [triggers]): every 30 minutes. Its own module so scripts read it without the import's code. */
export const NEWS_IMPORT_CRON = '*/30 * * * *'
