/** Each brand's payment settings document (doc1 §5, §8): the form's messages and each failure's title and link label. */
export function paymentSettingsFields() {
  return {
    invalidBirthDateMessage: {
      en: "Please enter a valid date of birth. Policyholders must be between {0} and {1} years old.",
      es: "Ingresa una fecha de nacimiento válida. La edad debe estar entre {0} y {1} años.",
    },
    failures: {
      carrierNotAvailable: {
        title: {
          en: "Pay with your insurance company",
          es: "Paga con tu aseguradora",
        },
        linkLabel: {
          en: "Pay on your insurance company's site",
          es: "Paga en el sitio de tu aseguradora",
        },
      },
      policyNotFound: {
        title: {
          en: "We couldn't find your policy",
          es: "No encontramos tu póliza",
        },
        linkLabel: {
          en: "Pay on your insurance company's site",
          es: "Paga en el sitio de tu aseguradora",
        },
      },
      tokenFailed: {
        title: {
          en: "We couldn't start your payment",
          es: "No pudimos iniciar tu pago",
        },
        linkLabel: {
          en: "Pay on your insurance company's site",
          es: "Paga en el sitio de tu aseguradora",
        },
      },
      dueWithin48Hours: {
        title: {
          en: "Your payment is due very soon",
          es: "Tu pago vence muy pronto",
        },
        linkLabel: {
          en: "Pay on your insurance company's site",
          es: "Paga en el sitio de tu aseguradora",
        },
      },
      duePast: {
        title: {
          en: "Your payment is past due",
          es: "Tu pago está vencido",
        },
        linkLabel: {
          en: "Pay on your insurance company's site",
          es: "Paga en el sitio de tu aseguradora",
        },
      },
      notPayable: {
        title: {
          en: "This payment can't be made online",
          es: "Este pago no se puede hacer en línea",
        },
        linkLabel: {
          en: "Pay on your insurance company's site",
          es: "Paga en el sitio de tu aseguradora",
        },
      },
      unknownError: {
        title: {
          en: "Something went wrong",
          es: "Algo salió mal",
        },
        linkLabel: {
          en: "Pay on your insurance company's site",
          es: "Paga en el sitio de tu aseguradora",
        },
      },
      paymentFailed: {
        title: {
          en: "Your payment didn't go through",
          es: "Tu pago no se completó",
        },
        linkLabel: {
          en: "Pay on your insurance company's site",
          es: "Paga en el sitio de tu aseguradora",
        },
      },
    },
  };
}
