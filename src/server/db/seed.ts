import { count } from 'drizzle-orm';
import type { Database } from './client';
import { seedVisits } from './seed-visits';
import { bookings, posts, reviews, tools } from './schema';
import seedPostsData from './seed-posts.json' with { type: 'json' };

type SeedTool = typeof tools.$inferInsert;
type SeedPost = typeof posts.$inferInsert;
type SeedReview = typeof reviews.$inferInsert;

export const seedTools: SeedTool[] = [
  {
    name: 'Premium Interior Paint, 1 gal',
    description:
      'Low-odour, scrubbable acrylic in an eggshell finish. Covers about 400 sq ft per gallon in two coats and dries to the touch in an hour, so a bedroom is done in a day.',
    image: '/images/tools/interior-paint.svg',
    priceCents: 4299,
    minOrderQuantity: 2,
    availableQuantity: 180,
    coverageSqftPerUnit: 400,
    coverageUnit: 'gallon',
  },
  {
    name: 'Weatherproof Exterior Paint, 5 gal',
    description:
      'Self-priming satin for siding, trim and fences. Resists peeling, mildew and UV fading for up to 15 years and can be applied down to 35 °F.',
    image: '/images/tools/exterior-paint.svg',
    priceCents: 18900,
    minOrderQuantity: 1,
    availableQuantity: 60,
  },
  {
    name: 'Angled Sash Brush, 2.5 in',
    description:
      'Firm nylon-polyester bristles with a chiselled angle for cutting in crisp lines along ceilings and trim. Hardwood handle sized for long days.',
    image: '/images/tools/angled-brush.svg',
    priceCents: 1499,
    minOrderQuantity: 3,
    availableQuantity: 400,
  },
  {
    name: 'Roller Kit with Tray',
    description:
      'A 9 in frame with two 3/8 in microfibre covers and a deep-well tray. Holds more paint and spatters less than foam rollers on smooth walls.',
    image: '/images/tools/roller-kit.svg',
    priceCents: 2450,
    minOrderQuantity: 1,
    availableQuantity: 150,
  },
  {
    name: 'Airless Paint Sprayer',
    description:
      'A 0.31 gpm piston pump with a 25 ft hose and reversible tip. Sprays unthinned latex, stain and primer for fences, decks and whole rooms.',
    image: '/images/tools/paint-sprayer.svg',
    priceCents: 34900,
    minOrderQuantity: 1,
    availableQuantity: 12,
  },
  {
    name: 'Canvas Drop Cloth, 9 x 12 ft',
    description:
      'Heavy 10 oz cotton canvas with a leak-resistant backing and stitched hems. Lies flat, stays put on stairs, and washes for the next job.',
    image: '/images/tools/drop-cloth.svg',
    priceCents: 2899,
    minOrderQuantity: 2,
    availableQuantity: 220,
  },
  {
    name: "Painter's Tape, 2-pack",
    description:
      'Medium-adhesion 1.41 in tape that removes cleanly for up to 14 days without lifting fresh paint. Edge-lock coating keeps lines sharp.',
    image: '/images/tools/painters-tape.svg',
    priceCents: 1199,
    minOrderQuantity: 4,
    availableQuantity: 600,
  },
  {
    name: 'Putty Knife Set, 3 pieces',
    description:
      'Flexible stainless blades of 1.5, 3 and 4 in for filling nail holes, spreading spackle and scraping loose paint. Full-tang, solvent-proof grips.',
    image: '/images/tools/putty-knife-set.svg',
    priceCents: 1899,
    minOrderQuantity: 1,
    availableQuantity: 140,
  },
  {
    name: 'Telescopic Extension Pole, 4-8 ft',
    description:
      'Aluminium pole with a twist lock and threaded metal tip. Reaches 12 ft ceilings from the floor and fits every standard roller frame.',
    image: '/images/tools/extension-pole.svg',
    priceCents: 3299,
    minOrderQuantity: 1,
    availableQuantity: 75,
  },
  {
    name: '20V Cordless Drill Kit',
    description:
      'Brushless drill-driver with two 2 Ah batteries, a fast charger and a 1/2 in keyless chuck. Mixes paint with a paddle and hangs doors alike.',
    image: '/images/tools/cordless-drill.svg',
    priceCents: 12900,
    minOrderQuantity: 1,
    availableQuantity: 25,
  },
  {
    name: 'Aluminium Step Ladder, 6 ft',
    description:
      'Type I rated for 250 lb with a paint-can shelf, slip-resistant treads and spreader locks. Light enough to carry room to room all day.',
    image: '/images/tools/step-ladder.svg',
    priceCents: 11900,
    minOrderQuantity: 1,
    availableQuantity: 30,
  },
  {
    name: 'Sanding Block Kit',
    description:
      'Contoured foam block with 12 sheets from 80 to 220 grit. Smooths filler, scuffs glossy trim before repainting and reaches into mouldings.',
    image: '/images/tools/sanding-block.svg',
    priceCents: 999,
    minOrderQuantity: 2,
    availableQuantity: 300,
  },
];

/** The blog's first posts: their text is content, kept as data beside this file. */
export const seedPosts: SeedPost[] = seedPostsData.map((post) => ({
  ...post,
  publishedOn: new Date(post.publishedOn),
}));

export const seedReviews: SeedReview[] = [
  {
    name: 'Maria Lopez',
    rating: 5,
    message:
      'The crew repainted our whole ground floor in two days and left it cleaner than they found it. The colour advice was spot on.',
  },
  {
    name: 'James Carter',
    rating: 4,
    message:
      'Ordered the airless sprayer and drop cloths for a fence job. Delivery was quick and the sprayer saved me a full weekend.',
  },
  {
    name: 'Aisha Rahman',
    rating: 5,
    message:
      'I check the tools list on site all the time. Clear prices, good stock, and the exterior paint has held up through a wet winter.',
  },
  {
    name: 'Tom Becker',
    rating: 4,
    message:
      'Friendly colour consultation. We went bolder than planned in the kitchen and love it. Only wish I had booked sooner.',
  },
  {
    name: 'Priya Nair',
    rating: 5,
    message:
      'The angled brush cuts the cleanest lines I have ever managed. Bought three more for the rest of the house.',
  },
  {
    name: 'Daniel Okafor',
    rating: 3,
    message:
      'Good ladder and tape. The roller kit tray was smaller than I expected, but support sorted out a swap the same week.',
  },
];

/** Fills an empty catalogue with the demo shop, visits booked in `timeZone` among it. Running it again changes nothing. */
export async function seedDemoData(db: Database, { timeZone = 'America/New_York' } = {}): Promise<void> {
  const [row] = await db.select({ tools: count() }).from(tools);
  if ((row?.tools ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    await tx.insert(tools).values(seedTools);
    await tx.insert(posts).values(seedPosts);
    await tx.insert(reviews).values(seedReviews);
    await tx.insert(bookings).values(seedVisits(timeZone));
  });
}
