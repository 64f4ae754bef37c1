/**
 * Great-circle distance in metres (haversine, mean Earth radius). In the database, beside the
 * scan that uses it, so a scan's place and travel checks run in the scan's one transaction.
 */
export const HUNT_DISTANCE_M = `
create or replace function hunt_distance_m(lat1 double precision, lng1 double precision, lat2 double precision, lng2 double precision)
returns double precision language sql immutable strict
as $$ select 2 * 6371008.8 * asin(least(1, sqrt(
  power(sin(radians(lat2 - lat1) / 2), 2) + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lng2 - lng1) / 2), 2)))) $$`;
