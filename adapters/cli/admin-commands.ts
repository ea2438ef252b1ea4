import type { Command } from "commander";
import { MailOutbox, Membership, Organization, Role, User } from "../db/entities.ts";
import { newId } from "../db/ids.ts";
import { seedDemoData } from "../db/seed/seed-demo-data.ts";
import { argon2Hasher } from "../security/argon2-hasher.ts";
import { validateField } from "#core/shared/validation/rules.ts";
import { UsageError, withDatabase } from "./database.ts";

const fail = (message: string): never => {
  throw new UsageError(message);
};

/** db migrate, db seed, users create, mail list. */
export const registerAdminCommands = (program: Command): void => {
  const db = program.command("db").description("Database schema and demo data");
  db.command("migrate")
    .description("Apply the committed migrations")
    .action(async () => {
      await withDatabase(async () => console.log("Migrations applied."));
    });
  db.command("seed")
    .description("Create the demo organisations, users and quick links (only on an empty database)")
    .action(async () => {
      const { seeded } = await withDatabase((orm) => seedDemoData(orm.em.fork(), argon2Hasher));
      console.log(
        seeded ? "Demo data created." : "The database already has organisations; nothing was seeded.",
      );
    });

  program
    .command("users")
    .description("User accounts")
    .command("create")
    .description("Create a user with a role in an organisation (or add the membership to an existing user)")
    .requiredOption("--email <email>", "e-mail address, used to sign in")
    .requiredOption("--organization <name>", "organisation name, exactly as shown in the portal")
    .requiredOption("--role <name>", "role name in that organisation, e.g. Administrator")
    .option("--first-name <name>", "first name", "New")
    .option("--last-name <name>", "last name", "User")
    .option("--password <password>", "password (a new user needs one)")
    .action(
      async (options: {
        email: string;
        organization: string;
        role: string;
        firstName: string;
        lastName: string;
        password?: string;
      }) => {
        const email = options.email.trim().toLowerCase();
        const emailError = validateField(email, "required|email");
        if (emailError) fail(`--email: ${emailError}`);
        await withDatabase(async (orm) => {
          const em = orm.em.fork();
          const organization =
            (await em.findOne(Organization, { name: options.organization })) ??
            fail(`No organisation named "${options.organization}".`);
          const role =
            (await em.findOne(Role, { organizationId: organization.id, name: options.role })) ??
            fail(
              `"${organization.name}" has no role "${options.role}". Roles: ${(await em.find(Role, { organizationId: organization.id })).map((r) => r.name).join(", ")}`,
            );
          const existing = await em.findOne(User, { email });
          if (
            existing &&
            (await em.findOne(Membership, { userId: existing.id, organizationId: organization.id }))
          )
            fail(`${email} is already a member of ${organization.name}.`);
          let userId = existing?.id;
          if (!userId) {
            if (!options.password) fail("--password is required for a new user.");
            const passwordError = validateField(options.password, "verify_password");
            if (passwordError) fail(`--password: ${passwordError}`);
            userId = newId();
            em.create(User, {
              id: userId,
              email,
              passwordHash: await argon2Hasher.hash(options.password as string),
              firstName: options.firstName,
              lastName: options.lastName,
              status: "VERIFIED",
              failedLoginCount: 0,
            });
          }
          em.create(Membership, {
            id: newId(),
            userId,
            organizationId: organization.id,
            roleId: role.id,
            siteIds: null,
            status: "ACTIVE",
          });
          await em.flush();
          console.log(`${existing ? "Added" : "Created"} ${email} as ${role.name} of ${organization.name}.`);
        });
      },
    );

  program
    .command("mail")
    .description("The e-mail outbox")
    .command("list")
    .description("Show the newest e-mails in the outbox (the development mailbox when no SMTP server is set)")
    .option("--to <email>", "only e-mails to this address")
    .option("--limit <n>", "how many", "20")
    .action(async (options: { to?: string; limit: string }) => {
      const limit = Number(options.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
        fail("--limit must be a whole number from 1 to 1000.");
      await withDatabase(async (orm) => {
        const mails = await orm.em
          .fork()
          .find(MailOutbox, options.to ? { toAddress: options.to.trim().toLowerCase() } : {}, {
            orderBy: { createdAt: "desc" },
            limit,
          });
        if (mails.length === 0) console.log("The outbox is empty.");
        for (const mail of mails) {
          console.log(
            `--- ${mail.createdAt.toISOString()}  ${mail.status}  to ${mail.toAddress}\nSubject: ${mail.subject}\n\n${mail.textBody}\n`,
          );
        }
      });
    });
};
