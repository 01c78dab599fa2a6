/**
 * The platform's ids (classes, homework, exercises, users, sources...) are UUIDs: 32 hex digits grouped 8-4-4-4-12,
 * in either case (the services compare them lowercased). Anything else names nothing, so it is refused or answered
 * "not found" before it reaches a `uuid` column, where PostgreSQL would fail the whole query.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);

/** A UUID as the services store it (lowercase): where input was not lowercased first, an uppercase one matches nothing. */
export const isLowercaseUuid = (value: string): boolean => isUuid(value) && value === value.toLowerCase();
