import type { HttpCore } from '../core/http.ts';
import { BusinessDetails } from '../front/business.ts';
import { Locations } from '../front/locations.ts';
import { PersonPlans } from '../front/person-plans.ts';
import { PlanProducts } from '../front/plan-products.ts';
import { Waivers } from '../front/waivers.ts';
import { DeskCustomFields } from './custom-fields.ts';
import { DeskPackProducts } from './pack-products.ts';
import { DeskPacks } from './packs.ts';
import { DeskPeople } from './people.ts';
import { DeskPlans } from './plans.ts';
import { DeskPunches } from './punches.ts';
import { DeskRevenueCategories } from './revenue-categories.ts';
import { DeskSalesTaxes } from './sales-taxes.ts';
import { DeskServices } from './services.ts';
import { DeskStaffMembers } from './staff-members.ts';

/** The Core API as staff (`/api/v2/desk`): needs a staff member's token. */
export class Desk {
  /** Clients of the business. */
  readonly people: DeskPeople;
  /** Basic details of the business, and its franchisees. */
  readonly business: BusinessDetails;
  /** Custom fields defined for people. */
  readonly customFields: DeskCustomFields;
  /** Locations of the business. */
  readonly locations: Locations;
  /** Every plan, and end-date updates. */
  readonly plans: DeskPlans;
  /** Plans of one client. */
  readonly personPlans: PersonPlans;
  /** Plan products of the business. */
  readonly planProducts: PlanProducts;
  /** Waivers of a client. */
  readonly waivers: Waivers;
  /** Visits paid for with a plan. */
  readonly punches: DeskPunches;
  /** Packs created from pack products. */
  readonly packs: DeskPacks;
  /** Pack products (owner or manager). */
  readonly packProducts: DeskPackProducts;
  /** Revenue categories. */
  readonly revenueCategories: DeskRevenueCategories;
  /** Sales taxes addable to an invoice. */
  readonly salesTaxes: DeskSalesTaxes;
  /** Services, hidden ones on request. */
  readonly services: DeskServices;
  /** Current staff members. */
  readonly staffMembers: DeskStaffMembers;

  constructor(core: HttpCore) {
    this.people = new DeskPeople(core);
    this.business = new BusinessDetails(core, 'desk');
    this.customFields = new DeskCustomFields(core);
    this.locations = new Locations(core, 'desk');
    this.plans = new DeskPlans(core);
    this.personPlans = new PersonPlans(core, 'desk');
    this.planProducts = new PlanProducts(core, 'desk');
    this.waivers = new Waivers(core, 'desk');
    this.punches = new DeskPunches(core);
    this.packs = new DeskPacks(core);
    this.packProducts = new DeskPackProducts(core);
    this.revenueCategories = new DeskRevenueCategories(core);
    this.salesTaxes = new DeskSalesTaxes(core);
    this.services = new DeskServices(core);
    this.staffMembers = new DeskStaffMembers(core);
  }
}
