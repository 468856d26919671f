/** UI strings in Spanish: the messages of the public site's rules (doc1 §5, §8): the zip and map search, the widget forms, e-mail fields and the make-a-payment form. */
import type en from "../en/public";

const publicMessages: typeof en = {
  zip: { invalid: "Ingresa un código postal válido" },
  mapSearch: { invalid: "Ingresa un código postal de 5 dígitos o una ciudad y estado, por ejemplo Austin, TX" },
  form: { required: "Este campo es obligatorio", invalid: "Revisa este campo", captcha: "Confirma que no eres un robot" },
  email: { invalid: "Ingresa un correo electrónico válido" },
  payment: {
    policyNumberInvalid: "Ingresa un número de póliza válido",
    phoneInvalid: "Ingresa un número de teléfono válido de 10 dígitos",
    dateInvalid: "Ingresa una fecha válida",
    birthDateInvalid: "Ingresa una fecha de nacimiento válida. La edad debe estar entre {{min}} y {{max}} años.",
    carrierNotAvailable: "El pago en línea no está disponible para esta póliza. Puedes pagar directamente con tu aseguradora.",
    tokenFailed: "No pudimos iniciar tu pago. Inténtalo de nuevo o paga directamente con tu aseguradora.",
    dueSoon: "Tu pago vence en menos de 48 horas y no se puede hacer en línea.",
    duePast: "La fecha de vencimiento de tu pago ya pasó y no se puede pagar en línea.",
    unknownError: "Algo salió mal. Inténtalo de nuevo o paga directamente con tu aseguradora.",
    policyNotFound: "No encontramos una póliza con esos datos. Revísalos e inténtalo de nuevo.",
    resultFailed: "No pudimos confirmar tu pago. Comunícate con nosotros antes de intentarlo de nuevo.",
  },
};

export default publicMessages;
