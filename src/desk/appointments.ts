import { appointmentEndpoints, FrontAppointments } from '../front/appointments.ts';

/** Appointment availability as staff see it: the same params as front. */
export class DeskAppointments extends FrontAppointments {
  protected override readonly endpoints = appointmentEndpoints.desk;
}
