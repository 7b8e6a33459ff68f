ALTER TABLE "refunds" DROP CONSTRAINT "refunds_reference_orders_reference_fk";
