import type { Role, ServiceRowType } from '../state.ts';

/** The fixed part of the demo business: staff, services, schedules, products. */

export const STAFF: readonly { first: string; last: string; role: Role; hidden?: boolean }[] = [
  { first: 'Priya', last: 'Primary', role: 'primary_owner' },
  { first: 'Olivia', last: 'Owner', role: 'owner' },
  { first: 'Marco', last: 'Manager', role: 'manager' },
  { first: 'Sofia', last: 'Staff', role: 'staff_member' },
  { first: 'Theo', last: 'Trainer', role: 'staff_member' },
  { first: 'Hana', last: 'Hidden', role: 'staff_member', hidden: true },
];

export interface ServiceSeed {
  name: string;
  type: ServiceRowType;
  category: number;
  minutes: number;
  capacity: number;
  price: number;
  location: number;
  staff: number[];
  /** Weekdays (0 = Sunday) and UTC hour of the weekly schedule (classes). */
  days?: number[];
  hour?: number;
  hidden?: boolean;
  requirePlan?: boolean;
}

/** Staff indexes refer to STAFF; locations are 1 and 2; categories 1..3. */
export const SERVICES: readonly ServiceSeed[] = [
  {
    name: 'Yoga Flow',
    type: 'GroupClass',
    category: 1,
    minutes: 60,
    capacity: 20,
    price: 2000,
    location: 1,
    staff: [3],
    days: [1, 3, 5],
    hour: 16,
  },
  {
    name: 'HIIT',
    type: 'GroupClass',
    category: 1,
    minutes: 45,
    capacity: 12,
    price: 2500,
    location: 2,
    staff: [4],
    days: [2, 4],
    hour: 17,
  },
  {
    name: 'Reformer Pilates',
    type: 'GroupClass',
    category: 1,
    minutes: 50,
    capacity: 6,
    price: 3500,
    location: 1,
    staff: [3, 4],
    days: [6],
    hour: 18,
    requirePlan: true,
  },
  {
    name: 'Beginner Pottery Course',
    type: 'Course',
    category: 2,
    minutes: 120,
    capacity: 10,
    price: 24000,
    location: 2,
    staff: [2],
    days: [3],
    hour: 19,
  },
  {
    name: 'Personal Training',
    type: 'Appointment',
    category: 3,
    minutes: 60,
    capacity: 1,
    price: 8000,
    location: 1,
    staff: [4, 5],
  },
  {
    name: 'Private Coaching',
    type: 'Appointment',
    category: 3,
    minutes: 30,
    capacity: 1,
    price: 5000,
    location: 2,
    staff: [3],
    hidden: true,
  },
];

export const CATEGORIES = ['Classes', 'Courses', 'Appointments'] as const;

export interface ProductSeed {
  name: string;
  type: 'Pack' | 'Membership' | 'Prepaid';
  price: number;
  count: number | null;
  length: number;
  unit: 'day' | 'week' | 'month';
  services: number[];
  billing: boolean;
}

/** Service indexes refer to SERVICES (ids are index + 1). */
export const PRODUCTS: readonly ProductSeed[] = [
  {
    name: '10 Class Pack',
    type: 'Pack',
    price: 18000,
    count: 10,
    length: 3,
    unit: 'month',
    services: [0, 1, 2],
    billing: false,
  },
  {
    name: '5 Class Pack',
    type: 'Pack',
    price: 9500,
    count: 5,
    length: 2,
    unit: 'month',
    services: [0, 1],
    billing: false,
  },
  {
    name: 'Unlimited Membership',
    type: 'Membership',
    price: 14900,
    count: null,
    length: 1,
    unit: 'month',
    services: [0, 1, 2, 3],
    billing: true,
  },
  {
    name: 'Intro Month',
    type: 'Prepaid',
    price: 4900,
    count: 8,
    length: 1,
    unit: 'month',
    services: [0, 1],
    billing: false,
  },
];

export const CUSTOM_FIELDS = [
  { name: 'Shirt size', data_type: 'select' as const, options: ['S', 'M', 'L', 'XL'] },
  { name: 'Emergency contact', data_type: 'text' as const, options: [] },
  { name: 'Favorite color', data_type: 'select' as const, options: ['blue', 'red', 'green'] },
];
