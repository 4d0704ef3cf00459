/**
 * Writes public/data/site-demand-solar-weather-sample.csv, the published sample of the research library's dataset
 * entry (content/resources/site-demand-solar-weather-sample.md): hourly demand, solar output and outdoor temperature
 * for six anonymized commercial sites in Great Britain, the Netherlands and Germany, 2 to 29 June 2025 (UTC).
 *
 * The data is synthetic, made by the models below from a fixed seed, so the file is the same on every run and on
 * every machine: `npx tsx scripts/data/site-demand-solar-weather-sample.ts`. It uses nothing but Node.
 *
 * The model, in three layers:
 * - weather: one daily "synoptic" driver for the west (Great Britain) and, a day later, for the east (Netherlands,
 *   Germany), which sets each region's daily mean temperature and cloudiness; a warm, clear spell in the last week;
 *   a diurnal temperature cycle whose range grows on clear days; hourly cloud noise, strongest on broken-cloud days;
 * - solar: clear-sky irradiance from the sun's position at each site (Haurwitz), times the hour's clearness, a
 *   performance ratio and a cell-temperature derating, times the site's peak power;
 * - demand: a night base, an occupancy schedule by local hour and day type (with each country's public holidays), a
 *   cooling or refrigeration load driven by temperature smoothed over a few hours (a building's thermal lag), and
 *   slowly varying noise.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The seed: change it and every value changes; keep it and the file is identical byte for byte. */
export const SEED = 20250602;

const OUTPUT = join(dirname(fileURLToPath(import.meta.url)), '../../public/data/site-demand-solar-weather-sample.csv');

/** First hour of the sample (UTC), and its length: four whole weeks, Monday 2 June to Sunday 29 June 2025. */
const START_MS = Date.UTC(2025, 5, 2, 0, 0, 0);
const DAYS = 28;
const HOURS = DAYS * 24;

/** mulberry32: a small, fast 32-bit generator, good enough for synthetic data and identical everywhere. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const uniform = mulberry32(SEED);

/** A standard normal draw (Box-Muller), from the one seeded generator. */
function normal(): number {
  const u = 1 - uniform();
  const v = uniform();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

const clamp = (x: number, low: number, high: number) => Math.min(high, Math.max(low, x));

/** An AR(1) series of unit variance: `phi` is the correlation from one step to the next. */
function ar1(length: number, phi: number): number[] {
  const series: number[] = [normal()];
  for (let i = 1; i < length; i++) series.push(phi * series[i - 1]! + Math.sqrt(1 - phi * phi) * normal());
  return series;
}

// ---------------------------------------------------------------------------------------------------------------
// Weather

type RegionId = 'gb-south' | 'gb-midlands' | 'nl-west' | 'de-nrw';

interface Region {
  /** Daily mean temperature in early June, °C, and its rise over the month. */
  climateMean: number;
  monthlyRise: number;
  /** Whether the region follows the east's driver (the continent, a day behind) rather than the west's. */
  east: boolean;
}

const REGIONS: Record<RegionId, Region> = {
  'gb-south': { climateMean: 15.2, monthlyRise: 1.6, east: false },
  'gb-midlands': { climateMean: 14.6, monthlyRise: 1.6, east: false },
  'nl-west': { climateMean: 15.8, monthlyRise: 1.8, east: true },
  'de-nrw': { climateMean: 16.4, monthlyRise: 2.0, east: true },
};

/**
 * Weather moves in from the Atlantic: the continent's driver follows Great Britain's a day later. The daily series run
 * from 1 to 30 June (index 0 is 1 June): the sample's 28 days and a day either side, for the hours that UTC puts in a
 * neighboring local day.
 */
const westDriver = ar1(DAYS + 2, 0.72);
const eastDriver = westDriver.map((_, day) => (day === 0 ? normal() : 0.75 * westDriver[day - 1]! + 0.66 * normal()));

/** The warm, settled spell of the last week (`day` counted from 1 June): extra °C on the daily mean, fewer clouds. */
function warmSpell(day: number, east: boolean): number {
  const peak = east ? 25.5 : 24.5;
  return 5.5 * Math.exp(-(((day - peak) / 2.2) ** 2));
}

interface DailyWeather {
  meanTemp: number;
  /** Fraction of clear-sky irradiance reaching the ground over the day, 0.2 (overcast) to 0.85 (clear). */
  clearness: number;
}

const dailyWeather = Object.fromEntries(
  (Object.keys(REGIONS) as RegionId[]).map((id) => {
    const region = REGIONS[id];
    const driver = region.east ? eastDriver : westDriver;
    const own = ar1(DAYS + 2, 0.5);
    const days: DailyWeather[] = driver.map((synoptic, day) => {
      const anomaly = 0.8 * synoptic + 0.6 * own[day]!;
      const spell = warmSpell(day, region.east);
      const cloud = -0.9 * anomaly + 0.55 * normal() - 0.5 * spell;
      return {
        meanTemp: region.climateMean + (region.monthlyRise * day) / DAYS + 2.1 * anomaly + spell,
        clearness: clamp(0.2 + 0.65 / (1 + Math.exp(1.7 * cloud)), 0.2, 0.85),
      };
    });
    return [id, days];
  }),
) as Record<RegionId, DailyWeather[]>;

// ---------------------------------------------------------------------------------------------------------------
// Sites

type DayType = 'weekday' | 'saturday' | 'sunday' | 'holiday';

interface Site {
  id: string;
  region: RegionId;
  latitude: number;
  longitude: number;
  /** Hours ahead of UTC in June (British Summer Time +1, Central European Summer Time +2). */
  utcOffset: number;
  /** Local dates (YYYY-MM-DD) that are public holidays at the site. */
  holidays: string[];
  pvPeakKw: number;
  /** A site's own small offset from its region's temperature (sea breeze, urban heat), °C. */
  tempOffset: number;
  /** Demand in kW for a local hour (fractional), a day type and the temperature smoothed by the building's lag. */
  demand: (hour: number, weekday: number, dayType: DayType, laggedTemp: number, date: string) => number;
  noise: number;
}

/** A smooth step from 0 to 1 between `from` and `to` hours, and back down between `until` and `end`. */
function window(hour: number, from: number, to: number, until: number, end: number): number {
  const smooth = (x: number) => {
    const t = clamp(x, 0, 1);
    return t * t * (3 - 2 * t);
  };
  return smooth((hour - from) / (to - from)) * (1 - smooth((hour - until) / (end - until)));
}

const above = (temp: number, balance: number) => Math.max(0, temp - balance);

const SITES: Site[] = [
  {
    // Office, 8,400 m², Reading: hybrid working, so Mondays and Fridays are quieter; comfort cooling above 18 °C.
    id: 'site-a',
    region: 'gb-south',
    latitude: 51.45,
    longitude: -0.97,
    utcOffset: 1,
    holidays: [],
    pvPeakKw: 95,
    tempOffset: 0.3,
    noise: 0.035,
    demand: (hour, weekday, dayType, temp) => {
      const base = 44 + 0.8 * above(temp, 20);
      if (dayType !== 'weekday') return base + 6 * window(hour, 9, 10, 15, 16);
      const attendance = [0, 0.8, 1, 1, 0.95, 0.65, 0][weekday]!;
      const occupied = window(hour, 6, 8.5, 17.5, 19.5);
      return base + occupied * (55 + 85 * attendance + 7.5 * above(temp, 18));
    },
  },
  {
    // Supermarket, 3,200 m² sales floor, Bristol: refrigeration around the clock, open 07:00-22:00 and on Sundays
    // 10:00-16:00.
    id: 'site-b',
    region: 'gb-south',
    latitude: 51.45,
    longitude: -2.59,
    utcOffset: 1,
    holidays: [],
    pvPeakKw: 150,
    tempOffset: -0.4,
    noise: 0.025,
    demand: (hour, _weekday, dayType, temp) => {
      const refrigeration = 165 + 4.2 * above(temp, 12);
      const open = dayType === 'sunday' ? window(hour, 8.5, 10, 16, 17.5) : window(hour, 5.5, 7, 22, 23);
      return refrigeration + open * (105 + 2.5 * above(temp, 19));
    },
  },
  {
    // Ambient distribution warehouse, 21,000 m², Northampton: two shifts on weekdays, a Saturday morning shift,
    // forklift charging after the late shift; an extra full Saturday shift on 21 June.
    id: 'site-c',
    region: 'gb-midlands',
    latitude: 52.24,
    longitude: -0.9,
    utcOffset: 1,
    holidays: [],
    pvPeakKw: 450,
    tempOffset: 0,
    noise: 0.04,
    demand: (hour, weekday, dayType, temp, date) => {
      const base = 58 + 1.5 * above(temp, 20);
      const fullShift = dayType === 'weekday' || date === '2025-06-21';
      // Forklift batteries charge from 22:00 after a full day's shifts, until about 02:30 the next morning.
      const chargingTonight = fullShift ? 85 * window(hour, 22, 22.5, 24, 25) : 0;
      const chargedLastNight = (weekday >= 2 && weekday <= 6) || date === '2025-06-22';
      const chargingThisMorning = chargedLastNight ? 85 * window(hour, -1, 0, 2, 3) : 0;
      const saturdayShift = dayType === 'saturday' ? 150 * window(hour, 5.5, 6.5, 13.5, 14.5) : 0;
      const shifts = fullShift ? 255 * window(hour, 5.5, 6.5, 21.5, 22.5) : saturdayShift;
      return base + shifts + chargingTonight + chargingThisMorning;
    },
  },
  {
    // Secondary school, 11,000 m², Utrecht: lessons 08:15-16:30, evening classes on Tuesdays and Thursdays.
    id: 'site-d',
    region: 'nl-west',
    latitude: 52.09,
    longitude: 5.12,
    utcOffset: 2,
    holidays: ['2025-06-09'],
    pvPeakKw: 120,
    tempOffset: 0.2,
    noise: 0.04,
    demand: (hour, weekday, dayType, temp) => {
      const base = 21 + 0.4 * above(temp, 21);
      if (dayType !== 'weekday') return base;
      const lessons = window(hour, 7, 8.5, 16, 17.5) * (78 + 2.2 * above(temp, 22));
      const evening = weekday === 2 || weekday === 4 ? 16 * window(hour, 18.5, 19, 21.5, 22) : 0;
      return base + lessons + evening;
    },
  },
  {
    // Metal components plant, Dortmund: two shifts 06:00-22:00 on weekdays, a short Saturday shift; Whit Monday and
    // Corpus Christi are holidays in North Rhine-Westphalia, and the Friday after is a bridge day at part load.
    id: 'site-e',
    region: 'de-nrw',
    latitude: 51.51,
    longitude: 7.47,
    utcOffset: 2,
    holidays: ['2025-06-09', '2025-06-19'],
    pvPeakKw: 300,
    tempOffset: 0.4,
    noise: 0.03,
    demand: (hour, _weekday, dayType, temp, date) => {
      const base = 138 + 2 * above(temp, 18);
      const share = date === '2025-06-20' ? 0.3 : dayType === 'weekday' ? 1 : dayType === 'saturday' ? 0.4 : 0;
      const shiftEnd = dayType === 'saturday' ? 12 : 22;
      const production = window(hour, 5.5, 6.5, shiftEnd - 0.5, shiftEnd + 0.5) * share * (500 + 5 * above(temp, 16));
      return base + production;
    },
  },
  {
    // Business hotel, 180 rooms, Rotterdam: breakfast and evening peaks every day, room cooling, quieter on Sundays.
    id: 'site-f',
    region: 'nl-west',
    latitude: 51.92,
    longitude: 4.48,
    utcOffset: 2,
    holidays: ['2025-06-09'],
    pvPeakKw: 80,
    tempOffset: 0.6,
    noise: 0.03,
    demand: (hour, weekday, dayType, temp) => {
      const occupancy = dayType === 'holiday' ? 0.7 : [0.62, 0.9, 0.93, 0.93, 0.88, 0.8, 0.86][weekday]!;
      const breakfast = 58 * window(hour, 6, 7, 9.5, 10.5);
      const evening = 72 * window(hour, 17, 18.5, 22, 23.5);
      const day = 28 * window(hour, 9, 10, 17, 18);
      const cooling = 5.5 * above(temp, 19) * (0.6 + 0.4 * window(hour, 16, 18, 23, 24.5));
      return 92 + occupancy * (breakfast + evening + day + cooling);
    },
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Solar

/** Clear-sky global horizontal irradiance (W/m²) at a UTC instant, by the Haurwitz model. */
function clearSkyIrradiance(ms: number, latitude: number, longitude: number): number {
  const dayOfYear = Math.floor((ms - Date.UTC(2025, 0, 1)) / 86_400_000) + 1;
  const gamma = (2 * Math.PI * (dayOfYear - 1)) / 365;
  const declination = (23.44 * Math.PI) / 180 * Math.sin((2 * Math.PI * (284 + dayOfYear)) / 365);
  const equationOfTime =
    229.18 *
    (0.000075 + 0.001868 * Math.cos(gamma) - 0.032077 * Math.sin(gamma) -
      0.014615 * Math.cos(2 * gamma) - 0.040849 * Math.sin(2 * gamma));
  const utcHours = (ms % 86_400_000) / 3_600_000;
  const solarHours = utcHours + longitude / 15 + equationOfTime / 60;
  const hourAngle = ((solarHours - 12) * 15 * Math.PI) / 180;
  const phi = (latitude * Math.PI) / 180;
  const cosZenith = Math.sin(phi) * Math.sin(declination) + Math.cos(phi) * Math.cos(declination) * Math.cos(hourAngle);
  return cosZenith <= 0.01 ? 0 : 1098 * cosZenith * Math.exp(-0.057 / cosZenith);
}

// ---------------------------------------------------------------------------------------------------------------
// The file

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const isoTime = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;

/** One decimal, and never "-0.0". */
const fixed = (x: number) => {
  const text = x.toFixed(1);
  return text === '-0.0' ? '0.0' : text;
};

function siteRows(site: Site): string[] {
  const weather = dailyWeather[site.region];
  const hourlyCloud = ar1(HOURS + 1, 0.6);
  const demandNoise = ar1(HOURS, 0.8);
  const rows: string[] = [];
  let laggedTemp: number | undefined;

  for (let step = 0; step < HOURS; step++) {
    const ms = START_MS + step * 3_600_000;
    const localMs = ms + site.utcOffset * 3_600_000;
    const localDate = isoDate(localMs);
    const localHour = ((localMs % 86_400_000) / 3_600_000) + 0.5;
    const weekday = new Date(localMs).getUTCDay();
    // Day index in the weather series, counted from local midnight of 1 June so the spare day covers early hours.
    const dayPosition = (localMs - Date.UTC(2025, 5, 1)) / 86_400_000 - 0.5;
    const dayIndex = clamp(Math.floor(dayPosition), 0, DAYS);
    const fraction = clamp(dayPosition - dayIndex, 0, 1);
    const today = weather[dayIndex]!;
    const tomorrow = weather[Math.min(dayIndex + 1, DAYS + 1)]!;
    const dayWeather = weather[clamp(Math.floor(dayPosition + 0.5), 0, DAYS + 1)]!;

    // Temperature: the daily mean (interpolated between middays), a diurnal cycle peaking mid-afternoon, small noise.
    const meanTemp = today.meanTemp + (tomorrow.meanTemp - today.meanTemp) * fraction;
    const halfRange = 2.6 + 5.2 * dayWeather.clearness;
    const diurnal = halfRange * Math.cos((2 * Math.PI * (localHour - 15)) / 24);
    const temp = meanTemp + site.tempOffset + diurnal + 0.3 * normal();

    // A building's thermal lag: the load follows temperature smoothed with a time constant of about four hours.
    laggedTemp = laggedTemp === undefined ? temp : laggedTemp + (temp - laggedTemp) * 0.22;

    // Solar: clear-sky irradiance at mid-hour, the hour's clearness (broken cloud varies most), derating with heat.
    const irradiance = clearSkyIrradiance(ms + 1_800_000, site.latitude, site.longitude);
    const k = dayWeather.clearness;
    const variability = 1.6 * k * (1 - k);
    const hourClearness = clamp(k * (1 + variability * hourlyCloud[step]!), 0.08, 0.92);
    const plane = irradiance * hourClearness * 1.1;
    const cellTemp = temp + 0.03 * plane;
    const solar = (site.pvPeakKw * plane * 0.84 * (1 - 0.0038 * (cellTemp - 25))) / 1000;

    // Demand: the day type, the site's model, and noise that drifts over a few hours.
    const dayType: DayType = site.holidays.includes(localDate)
      ? 'holiday'
      : weekday === 0
        ? 'sunday'
        : weekday === 6
          ? 'saturday'
          : 'weekday';
    const modeled = site.demand(localHour, weekday, dayType, laggedTemp, localDate);
    const demand = modeled * (1 + site.noise * demandNoise[step]!);

    rows.push([isoTime(ms), site.id, fixed(demand), fixed(Math.max(0, solar)), fixed(temp)].join(','));
  }
  return rows;
}

const header = 'timestamp,site_id,demand_kwh,solar_kwh,outdoor_temp_c';
const lines = [header, ...SITES.flatMap(siteRows)];
mkdirSync(dirname(OUTPUT), { recursive: true });
writeFileSync(OUTPUT, `${lines.join('\n')}\n`);
console.log(`Wrote ${lines.length - 1} rows to ${OUTPUT}`);
